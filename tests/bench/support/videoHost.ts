// The video host of `npm run bench -- video`, in a process of its own (as a host is): the local
// stand-in speaking Dailymotion's upload protocol (tests/unit/uploads/videoHostStandIn.ts), on the
// port given (0: any), printing its address as one JSON line. The bench kills it to cut an upload
// and starts it again on the same port.
import { VideoHostStandIn } from '../../unit/uploads/videoHostStandIn';

const host = new VideoHostStandIn(Number(process.argv[2] ?? 0));
host.start().then(
  () => console.log(JSON.stringify({ base: host.base })),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

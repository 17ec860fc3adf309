// Debian's Chromium as every browser test and bench launches it: never Playwright's download, and
// without the background networking this machine's closed network refuses (many at a time).
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

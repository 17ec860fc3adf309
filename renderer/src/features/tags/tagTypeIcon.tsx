// The icon of a tag's type in the tag list (spec 000 §2 "type (with icon)").
import {
  BriefcaseRegular,
  CalendarRegular,
  GlobeLocationRegular,
  PersonRegular,
  TagRegular,
  VideoRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  Person: <PersonRegular />,
  Company: <BriefcaseRegular />,
  Destination: <GlobeLocationRegular />,
  Video: <VideoRegular />,
  TvCollection: <VideoRegular />,
  TvProgram: <VideoRegular />,
  Event: <CalendarRegular />,
};

export function tagTypeIcon(type: string): ReactElement {
  return ICONS[type] ?? <TagRegular />;
}

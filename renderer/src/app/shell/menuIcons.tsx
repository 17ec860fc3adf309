import {
  AlertRegular,
  ChartMultipleRegular,
  DocumentOnePageRegular,
  DocumentRegular,
  FoodRegular,
  HomeRegular,
  ImageMultipleRegular,
  MailRegular,
  NotepadRegular,
  PeopleRegular,
  PersonEditRegular,
  ShieldPersonRegular,
  TagRegular,
  TextDescriptionRegular,
  VideoClipRegular,
} from '@fluentui/react-icons';
import type { JSX } from 'react';
import type { MenuIcon } from './menuEntries';

export const MENU_ICONS: Record<MenuIcon, JSX.Element> = {
  article: <TextDescriptionRegular />,
  slideshow: <ImageMultipleRegular />,
  video: <VideoClipRegular />,
  recipe: <FoodRegular />,
  page: <DocumentRegular />,
  orphan: <DocumentOnePageRegular />,
  card: <NotepadRegular />,
  push: <AlertRegular />,
  newsletter: <MailRegular />,
  people: <PeopleRegular />,
  authors: <PersonEditRegular />,
  tags: <TagRegular />,
  dashboard: <ChartMultipleRegular />,
  home: <HomeRegular />,
  admin: <ShieldPersonRegular />,
};

// The author form's values, from and to the API (spec 000 §3 Author; 001 §5 rules in common/domain).
import type { AuthorCreateInput, AuthorFormFieldsFragment } from '../../graphql/generated/graphql';
import { imageUrlOf } from '../../adminKit/imageUrl';

export const SOCIAL_FIELDS = [
  ['facebookId', 'Facebook'],
  ['twitterId', 'X (Twitter)'],
  ['instagramId', 'Instagram'],
  ['linkedinId', 'LinkedIn'],
  ['pinterestId', 'Pinterest'],
  ['snapchatId', 'Snapchat'],
  ['googleId', 'Google'],
] as const;

export type SocialField = (typeof SOCIAL_FIELDS)[number][0];

export interface AuthorValues extends Record<SocialField, string> {
  name: string;
  brandKey: string;
  email: string;
  description: string;
  resume: string;
  avatarUrl: string;
  userId: string;
  isMain: boolean;
  hasPublicProfile: boolean;
  isExternal: boolean;
  /** Attribute ids in their order. */
  attributeIds: string[];
}

export function newAuthorValues(brandKey: string): AuthorValues {
  return {
    name: '',
    brandKey,
    email: '',
    description: '',
    resume: '',
    avatarUrl: '',
    userId: '',
    isMain: false,
    hasPublicProfile: false,
    isExternal: false,
    attributeIds: [],
    facebookId: '',
    twitterId: '',
    instagramId: '',
    linkedinId: '',
    pinterestId: '',
    snapchatId: '',
    googleId: '',
  };
}

export function authorValuesOf(author: AuthorFormFieldsFragment): AuthorValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: author.name,
    brandKey: author.brandKey,
    email: text(author.email),
    description: text(author.description),
    resume: text(author.resume),
    avatarUrl: text(author.avatarUrl) || imageUrlOf(null),
    userId: text(author.userId),
    isMain: author.isMain,
    hasPublicProfile: author.hasPublicProfile,
    isExternal: author.isExternal,
    attributeIds: author.attributes.map((a) => a.id),
    facebookId: text(author.facebookId),
    twitterId: text(author.twitterId),
    instagramId: text(author.instagramId),
    linkedinId: text(author.linkedinId),
    pinterestId: text(author.pinterestId),
    snapchatId: text(author.snapchatId),
    googleId: text(author.googleId),
  };
}

/** What is sent: empty optional texts as null, attributes as an ordered set. */
export function authorInputOf(values: AuthorValues, canEditUserId: boolean): AuthorCreateInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    brandKey: values.brandKey,
    email: orNull(values.email),
    description: orNull(values.description),
    resume: orNull(values.resume),
    avatarUrl: orNull(values.avatarUrl),
    ...(canEditUserId ? { userId: orNull(values.userId) } : {}),
    isMain: values.isMain,
    hasPublicProfile: values.hasPublicProfile,
    isExternal: values.isExternal,
    attributes: { set: values.attributeIds.map((id, order) => ({ id, order })) },
    facebookId: orNull(values.facebookId),
    twitterId: orNull(values.twitterId),
    instagramId: orNull(values.instagramId),
    linkedinId: orNull(values.linkedinId),
    pinterestId: orNull(values.pinterestId),
    snapchatId: orNull(values.snapchatId),
    googleId: orNull(values.googleId),
  };
}

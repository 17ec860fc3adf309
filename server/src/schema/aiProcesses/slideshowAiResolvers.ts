// Contract placeholder (issue 35): the slideshow AI operations of aiProcesses.graphql.
import type { Resolvers } from '../../generated/resolvers';

export const slideshowAiResolvers: Resolvers = {};

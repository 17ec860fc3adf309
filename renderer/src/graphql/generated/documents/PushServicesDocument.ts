/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { PushServicesQuery, PushServicesQueryVariables } from '../graphql';

export const PushServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushServices"}}]}}]} as unknown as DocumentNode<PushServicesQuery, PushServicesQueryVariables>;

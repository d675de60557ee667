/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n": typeof types.AuditTrail_EntryFragmentDoc,
    "\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n": typeof types.StaffSignOutDocument,
    "\n  mutation StaffSignIn($email: String!, $password: String!) {\n    staffSignIn(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.StaffSignInDocument,
    "\n  query StaffMe {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n": typeof types.StaffMeDocument,
};
const documents: Documents = {
    "\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n": types.AuditTrail_EntryFragmentDoc,
    "\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n": types.StaffSignOutDocument,
    "\n  mutation StaffSignIn($email: String!, $password: String!) {\n    staffSignIn(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.StaffSignInDocument,
    "\n  query StaffMe {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n": types.StaffMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignIn($email: String!, $password: String!) {\n    staffSignIn(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignIn($email: String!, $password: String!) {\n    staffSignIn(email: $email, password: $password) {\n      staff {\n        id\n        email\n        name\n        role\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMe {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query StaffMe {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
import type { ComponentType } from 'react';
import MemberList from 'remote_studio/MemberList';

/**
 * The remote screens whose pages the server renders, by `remote/module` as routes.ts names them (`remote_studio/./MemberList`):
 * the member list, where every studio sign-in lands. The server's build bundles their code from
 * the remote's sources (shell/build/webpack.page-render.cjs).
 */
export const SERVER_SCREENS: Readonly<Record<string, ComponentType>> = {
  'remote_studio/./MemberList': MemberList,
};

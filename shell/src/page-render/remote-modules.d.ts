// A remote's exposed screen, bundled from the remote's sources into the server's page render.
declare module 'remote_studio/*' {
  import type { ComponentType } from 'react';

  const Screen: ComponentType;
  export default Screen;
}

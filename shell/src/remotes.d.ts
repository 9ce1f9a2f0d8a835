// Federated page modules: each default-exports a page component.
declare module 'marketing/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}
declare module 'forms/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}
declare module 'upload/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}

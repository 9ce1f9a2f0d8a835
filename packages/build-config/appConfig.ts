// What each app's rsbuild.config.ts imports: `export default defineRemoteConfig(import.meta.url,
// { routes })` or `defineShellConfig(import.meta.url)`. Each job has its own file: the remote's
// and the shell's builds, their environments, federation's shared singletons, the remote's
// exposes, the shell's head scripts and Web Vitals build, the dev servers. The root
// rsbuild.config.ts builds every app's config in one run (siteBuild.ts).

export { defineRemoteConfig, type RemoteOptions } from './defineRemoteConfig.ts';
export { defineShellConfig, type ShellOptions } from './defineShellConfig.ts';
export { API_DEV_PORT, SHELL_DEV_PORT } from './devServer.ts';
export { sharedFor } from './sharedSingletons.ts';

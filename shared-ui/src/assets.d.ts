declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.pdf' {
  const url: string;
  export default url;
}
declare module '*?raw' {
  const text: string;
  export default text;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}

// Rspack's import.meta.glob (the Vite form), which the remotes use to find their page files.
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | readonly string[],
    options: { eager: true; import?: string },
  ): Record<string, T>;
}

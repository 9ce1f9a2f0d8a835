// react-toastify keeps its behaviour; these rules only dress it in the site's tokens and fix
// its phone layout (the library pins the container to the left edge at ≤480 px, which left a
// gap on the right only). Rendered by ToastContainerView, so it loads with the toasts.
// Variables are set on .Toastify, not :root: the library's own stylesheet, injected later,
// declares its defaults on :root, and a value on the nearer element wins.
// The container always uses react-toastify's "light" theme: its colours here are the site's
// tokens, which already follow data-theme, so one set of variables serves both themes.
export const toastStyles = `.Toastify{--toastify-color-light:var(--color-surfaceRaised);--toastify-text-color-light:var(--color-text);--toastify-color-success:var(--color-success);--toastify-color-error:var(--color-danger);--toastify-color-progress-light:var(--color-primary);--toastify-font-family:inherit;--toastify-toast-bd-radius:12px}
.Toastify__toast{border:1px solid var(--color-border)}
.Toastify .Toastify__toast-container{width:min(420px,calc(100vw - 2rem))}
@media (max-width:480px){.Toastify .Toastify__toast-container{left:1rem;right:1rem;bottom:1rem;width:auto;max-width:420px;margin:0 auto;padding:0}.Toastify .Toastify__toast{border-radius:12px}}`;

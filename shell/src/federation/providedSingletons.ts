// The shell provides every shared singleton a page may need, so each remote runs with the
// shell's copy whichever page a visitor opens first. A singleton the shell's own code does
// not import would otherwise be provided by whichever remote loads first. Referencing it
// here makes it part of the shell's build (and of the shell's contract), while its code is
// fetched only when a page asks for it.
export const lazilyProvided = [() => import('@tanstack/react-query')];

// A task for the image worker in tests: the names of the environment it was started with.
export async function environmentNames(): Promise<string[]> {
  return Object.keys(process.env).sort();
}

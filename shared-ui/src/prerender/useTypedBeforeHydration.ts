import { type RefObject, useEffect } from 'react';

/**
 * A prerendered form can be typed into before its page hydrates; React's state starts empty
 * and would drop that text. Once mounted, hand whatever the visitor already typed to the
 * form's state, field by field (by input name).
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (values: Record<string, string>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useEffect(() => {
    if (!form.current) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === 'string' && value !== '') typed[name] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}

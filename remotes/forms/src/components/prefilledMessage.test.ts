import { describe, expect, it } from 'vitest';
import { PREFILL_MESSAGE_MAX_LENGTH, prefilledMessage } from './prefilledMessage.ts';

describe('the ?message= pre-fill of the contact forms', () => {
  it('reads the decoded message, line breaks kept', () => {
    expect(prefilledMessage('?message=Hello%0AFile%3A%20a.png')).toBe('Hello\nFile: a.png');
  });

  it('is absent without the parameter or with only spaces', () => {
    expect(prefilledMessage('')).toBeNull();
    expect(prefilledMessage('?other=1')).toBeNull();
    expect(prefilledMessage('?message=%20%20')).toBeNull();
  });

  it('clips a long message to the documented limit', () => {
    const long = 'x'.repeat(PREFILL_MESSAGE_MAX_LENGTH + 50);
    expect(prefilledMessage(`?message=${long}`)).toHaveLength(PREFILL_MESSAGE_MAX_LENGTH);
  });
});

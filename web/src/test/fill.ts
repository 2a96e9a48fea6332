import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` in a box as a user who pastes it does: the box takes the focus, what it held is
 * selected and replaced, in one input event. Typing sends one event per key and a form draws
 * again at each (a second or more a field beside the other tests on 2 cores); keep `user.type`
 * where the keys are what the test is about (a search as it is typed, a keyboard journey).
 */
export async function fill(user: UserEvent, box: HTMLElement, text: string): Promise<void> {
  await user.clear(box);
  if (text) await user.paste(text);
}

// One e-mail rule for authors and users: one @, no spaces, a dot in the domain. Deliverability
// is not ours to judge; this only catches typing mistakes.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The super-admin the embedded server creates on first start (BACKOFFICE_ADMIN_* variables). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'Motdepasse-e2e-1' } as const;

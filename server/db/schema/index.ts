/** Every table, one file per domain; drizzle-kit reads this file (drizzle.config.ts). */
export * from './content';
export * from './catalog';
export * from './accounts';
export * from './cart';
export * from './chat';
export * from './server';
export * from './dcnet';
export * from './training';
export * from './end-users';

// Quotations (docs/decisions/089-quotation-pricing.md).
export * from './quotations';

// Projects, registered with a quotation (docs/decisions/093-project-registration.md).
export * from './projects';
// Orders (docs/decisions/096-orders.md).
export * from './orders';
// The back office's audit trail (docs/decisions/102-audit-trail.md).
export * from './backoffice';
// Head office's choices for project partners (docs/decisions/111-project-partners.md).
export * from './partners';

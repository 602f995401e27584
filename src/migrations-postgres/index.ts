import * as migration_20261122_030440_initial from './20261122_030440_initial';
import * as migration_20261122_054111_newsletter_signups_credit_used from './20261122_054111_newsletter_signups_credit_used';

export const migrations = [
  {
    up: migration_20261122_030440_initial.up,
    down: migration_20261122_030440_initial.down,
    name: '20261122_030440_initial',
  },
  {
    up: migration_20261122_054111_newsletter_signups_credit_used.up,
    down: migration_20261122_054111_newsletter_signups_credit_used.down,
    name: '20261122_054111_newsletter_signups_credit_used'
  },
];

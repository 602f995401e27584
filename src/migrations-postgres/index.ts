import * as migration_20261122_030440_initial from './20261122_030440_initial';

export const migrations = [
  {
    up: migration_20261122_030440_initial.up,
    down: migration_20261122_030440_initial.down,
    name: '20261122_030440_initial'
  },
];

import * as migration_20261122_025310_initial from './20261122_025310_initial';

export const migrations = [
  {
    up: migration_20261122_025310_initial.up,
    down: migration_20261122_025310_initial.down,
    name: '20261122_025310_initial'
  },
];

/* eslint-disable @typescript-eslint/no-require-imports */
// Shared by the autocannon hooks inside the client worker thread: the benchmark state written by run.ts.
const { readFileSync } = require('node:fs');

const state = JSON.parse(readFileSync(process.env.BENCH_STATE_FILE, 'utf8'));
/** Users whose last request has answered; a save takes one and gives it back with its new version. */
const free = state.users.slice();
let next = 0;

module.exports = {
  state,
  free,
  /** Round robin over every user (menu reads). */
  nextUser: () => state.users[next++ % state.users.length],
};

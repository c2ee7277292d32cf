/* eslint-disable @typescript-eslint/no-require-imports */
// autocannon setupRequest for apply/menu: users in turn.
const { state, nextUser } = require('./pool.cjs');

module.exports = function menuSetup(request) {
  request.headers = { ...state.headers, token: nextUser().token };
  return request;
};

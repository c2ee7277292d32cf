/* eslint-disable @typescript-eslint/no-require-imports */
// autocannon setupRequest for apply/basic: a free user and the version it last saw.
const { state, free } = require('./pool.cjs');

module.exports = function saveSetup(request, context) {
  const user = free.shift() ?? state.users[0];
  context.user = user;
  request.headers = { ...state.headers, token: user.token, 'content-type': 'application/x-www-form-urlencoded' };
  request.body = new URLSearchParams({ menu_id: String(state.menuId), value: user.values ?? state.values, version: String(user.version) }).toString();
  return request;
};

/* eslint-disable @typescript-eslint/no-require-imports */
// autocannon onResponse for apply/basic: remember the new version and free the user.
const { free } = require('./pool.cjs');

module.exports = function saveResponse(_status, body, context) {
  const user = context.user;
  try {
    const version = JSON.parse(body).data?.version;
    if (typeof version === 'number') user.version = version;
  } catch {
    // keep the old version; the next save reports the failure as non-2xx
  }
  free.push(user);
};

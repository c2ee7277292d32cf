/** True inside WeChat's in-app browser. */
export const isWeChat = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);

let started = false;

/** Inside WeChat only, loads the share module (and through it the JS-SDK) once per page; elsewhere loads nothing. */
export function startWeChatShare(share: { title: string; desc: string; icon: string }, userAgent = navigator.userAgent): void {
  if (started || !isWeChat(userAgent) || !share.title) return;
  started = true;
  import('./weChatShare')
    .then(({ applyWeChatShare }) => applyWeChatShare(share))
    .catch((error: unknown) => console.error('WeChat share configuration failed', error));
}

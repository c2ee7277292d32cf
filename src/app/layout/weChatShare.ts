import { weChatConfig } from '../../api/content';

/** The WeChat JS-SDK script. */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

interface ShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

interface WeChatSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(data: ShareData): void;
  updateTimelineShareData(data: ShareData): void;
}

declare global {
  interface Window {
    wx?: WeChatSdk;
  }
}

function loadSdk(): Promise<WeChatSdk> {
  if (window.wx) return Promise.resolve(window.wx);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('WeChat JS-SDK did not load')));
    script.onerror = () => reject(new Error('WeChat JS-SDK did not load'));
    document.head.append(script);
  });
}

/** Signs the page URL with the server, loads the JS-SDK and sets the share card (title, description, icon). */
export async function applyWeChatShare({ title, desc, icon }: { title: string; desc: string; icon: string }): Promise<void> {
  const link = location.href;
  const [config, wx] = await Promise.all([weChatConfig(link), loadSdk()]);
  wx.config({ debug: false, ...config, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
  const imgUrl = icon ? new URL(icon, location.href).href : '';
  wx.ready(() => {
    wx.updateAppMessageShareData({ title, desc, link, imgUrl });
    wx.updateTimelineShareData({ title, link, imgUrl });
  });
  wx.error((reason) => console.error('WeChat share configuration refused', reason));
}

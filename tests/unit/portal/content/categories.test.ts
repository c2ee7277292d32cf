import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '../../../../protocol/content';
import { categoryOfPath, categoryPath, FIRST_CATEGORY, liveScreenOf } from '../../../../src/pages/article/categories';
import { ROUTES } from '../../../../src/app/routes/table';

describe('information hub categories', () => {
  it('maps every category to its route and back', () => {
    for (const category of ARTICLE_CATEGORIES) {
      expect(categoryOfPath(categoryPath(category))).toBe(category);
      expect(ROUTES.find((route) => route.path === categoryPath(category))?.name).toBe(`article-${category}`);
    }
    expect(categoryPath('personal_data')).toBe('/article/personal_data');
  });

  it('opens no category for /article itself or unknown children; the first child is apply-info', () => {
    expect(categoryOfPath('/article')).toBeNull();
    expect(categoryOfPath('/article/')).toBeNull();
    expect(categoryOfPath('/article/unknown')).toBeNull();
    expect(categoryOfPath('/notice')).toBeNull();
    expect(categoryOfPath('/article/news/')).toBe('news');
    expect(FIRST_CATEGORY).toBe('apply-info');
  });

  it('links progress, activities and personal data to their live screens only where the portal has them', () => {
    const every = () => true;
    expect(liveScreenOf('progress', every)).toEqual({ category: 'progress', to: '/progress' });
    expect(liveScreenOf('activities', every)).toEqual({ category: 'activities', to: '/activity' });
    expect(liveScreenOf('personal_data', every)).toEqual({ category: 'personal_data', to: '/edit_pass' });
    for (const category of ['apply-info', 'news', 'download-files', 'examination', 'experience'] as const) expect(liveScreenOf(category, every)).toBeNull();
    expect(liveScreenOf('activities', (path) => path !== '/activity')).toBeNull();
  });

  it('gives every hub route and the notice and news routes a screen', () => {
    const names = ['article', ...ARTICLE_CATEGORIES.map((category) => `article-${category}`), 'notice', 'noticeDetail', 'station_news'];
    for (const name of names) expect(ROUTES.find((route) => route.name === name)?.page, name).toBeDefined();
  });
});

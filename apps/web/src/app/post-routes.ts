import type { RouteObject } from 'react-router';

/** Posts' pages, each loaded on first visit (the editor brings TipTap with it, and only it does). */
export const publicPostRoutes: RouteObject[] = [
  { path: 'blog', lazy: async () => ({ Component: (await import('../features/posts/PostsPage')).BlogPage }) },
  { path: 'news', lazy: async () => ({ Component: (await import('../features/posts/PostsPage')).NewsPage }) },
  { path: 'projects', lazy: async () => ({ Component: (await import('../features/posts/PostsPage')).ProjectsPage }) },
  { path: 'posts/:slug', lazy: async () => ({ Component: (await import('../features/posts/PostPage')).PostPage }) },
];

export const studioPostRoutes: RouteObject[] = [
  { path: 'posts', lazy: async () => ({ Component: (await import('../features/studio/posts/StudioPostsPage')).StudioPostsPage }) },
  { path: 'posts/new', lazy: async () => ({ Component: (await import('../features/studio/posts/PostEditorPage')).PostEditorPage }) },
  { path: 'posts/:id/edit', lazy: async () => ({ Component: (await import('../features/studio/posts/PostEditorPage')).PostEditorPage }) },
];

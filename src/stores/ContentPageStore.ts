/**
 * One general content page (`/about`, the blog index): common3/pageContent?pageName=X.
 * A 404 means the page does not exist (the screen then treats the path as unknown); any other
 * failure keeps what was shown and offers a retry.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { PageContent } from '@api-types';
import { contentPageName } from '@/domain/content';
import { sanitizeHtml, type HtmlNode } from '@/domain/html';
import type { Api } from '@/services/api';
import { ApiError, asApiError } from '@/services/http';

export type ContentPageStatus = 'loading' | 'ready' | 'missing' | 'error';

export class ContentPageStore {
  status: ContentPageStatus;
  page: PageContent | null = null;
  error: ApiError | null = null;
  readonly name: string | null;
  private seq = 0;

  constructor(
    private readonly common: Api['common'],
    segment: string | null | undefined,
  ) {
    this.name = contentPageName(segment);
    this.status = this.name ? 'loading' : 'missing';
    makeAutoObservable<this, 'common' | 'seq'>(this, { common: false, seq: false, name: false }, { autoBind: true });
  }

  /** The body as sanitised nodes; the page's h1 is its title, so the body's headings sit under it. */
  get body(): HtmlNode[] {
    return sanitizeHtml(this.page?.body ?? '', { headingOffset: 1 });
  }

  /** Never rejects; a later call wins over an earlier one still in flight. */
  async load(): Promise<void> {
    const name = this.name;
    if (!name) return;
    const seq = ++this.seq;
    this.status = 'loading';
    this.error = null;
    try {
      const page = await this.common.pageContent(name);
      runInAction(() => {
        if (seq !== this.seq) return;
        this.page = page;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        if (seq !== this.seq) return;
        const error = asApiError(e);
        this.error = error;
        this.status = error.status === 404 ? 'missing' : 'error';
      });
    }
  }
}

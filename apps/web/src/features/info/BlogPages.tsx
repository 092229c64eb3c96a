import { toPersianDigits } from '@parde/fa';
import { ButtonLink, JalaliDate, Link, MetaLine } from '@parde/ui';
import { data, useLoaderData } from 'react-router';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import { blogIndexPage, blogPostBySlug, blogPosts } from '../../content/blogs';
import type { PageRoute } from '../../lib/data/loaders';
import { Sections } from './Article';

/** The blog index (spec §2 /blogs). */
function BlogsPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{blogIndexPage.title}</h1>
      <ul className={styles.wideGrid}>
        {blogPosts.map((post) => (
          <li key={post.slug}>
            <Link href={paths.blogDetail.to(post.slug)} className={styles.cardLink}>
              <strong>{post.title}</strong>
              <span className={styles.muted}>
                <MetaLine
                  items={[
                    post.author,
                    <JalaliDate key="date" date={post.publishedAt} />,
                    `${toPersianDigits(post.readingMinutes)} دقیقه`,
                  ]}
                />
              </span>
              <span>{post.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const postLoader = ({ params }: { params: { slug?: string } }) => {
  const post = params.slug ? blogPostBySlug(params.slug) : blogPosts[0];
  if (!post) throw data(null, { status: 404 });
  return post;
};

/** A blog post by its slug; `/blogs-detail` alone shows the newest post (spec §2 /blogs-detail). */
function BlogPostPage() {
  const post = useLoaderData<typeof postLoader>();
  return (
    <article className={styles.narrow}>
      <header className={styles.stack}>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.muted}>
          <MetaLine
            items={[
              post.author,
              <JalaliDate key="date" date={post.publishedAt} />,
              `خواندن در ${toPersianDigits(post.readingMinutes)} دقیقه`,
            ]}
          />
        </p>
        <p className={styles.prose}>{post.summary}</p>
      </header>
      <Sections sections={post.body} />
      <ul className={styles.chips} aria-label="برچسب‌ها">
        {post.tags.map((tag) => (
          <li key={tag} className={styles.chip}>
            #{tag}
          </li>
        ))}
      </ul>
      <ButtonLink href={paths.blogs.to()} variant="secondary" icon="chevronStart">
        همهٔ نوشته‌ها
      </ButtonLink>
    </article>
  );
}

export const pages = {
  BlogsPage: {
    Component: BlogsPage,
    meta: () => ({ title: blogIndexPage.title, description: blogIndexPage.description }),
  },
  BlogPostPage: {
    Component: BlogPostPage,
    loader: postLoader,
    meta: (post: ReturnType<typeof postLoader>) => ({ title: post.title, description: post.summary }),
  },
} satisfies Record<string, PageRoute>;

// The frame every list page shares: a section named by its h1, a header row (the title, then the
// page's actions pushed to the end), and the page's tabs, filters and rows below.
import { Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  spacer: { flexGrow: 1 },
});

export interface ListPageProps {
  /** The h1's id: the section is named by it. */
  titleId: string;
  title: ReactNode;
  /** Beside the title (a link back, say). */
  titleAside?: ReactNode;
  /** At the end of the header row (create button, brand filter). */
  actions?: ReactNode;
  className?: string;
  headerClassName?: string;
  children: ReactNode;
}

export function ListPage({
  titleId,
  title,
  titleAside,
  actions,
  className,
  headerClassName,
  children,
}: ListPageProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, className)} aria-labelledby={titleId}>
      <div className={mergeClasses(styles.header, headerClassName)}>
        <Title2 as="h1" id={titleId}>
          {title}
        </Title2>
        {titleAside}
        {actions && (
          <>
            <span className={styles.spacer} />
            {actions}
          </>
        )}
      </div>
      {children}
    </section>
  );
}

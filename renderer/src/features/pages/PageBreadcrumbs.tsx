// The page list's trail (spec 000 §2 "Page list"): 'Racine', then the pages opened down to this
// level, collapsing above 4 items; each crumb goes back to its level.
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { visibleCrumbs } from './pageRoutes';

interface TrailNode {
  id: string;
  title: string;
  parent?: unknown;
}

/** Titles along the trail, from the deepest page's parents. */
function titlesOf(deepest: TrailNode | null | undefined): Map<string, string> {
  const titles = new Map<string, string>();
  for (let node = deepest; node; node = node.parent as TrailNode | null | undefined)
    titles.set(node.id, node.title);
  return titles;
}

export function PageBreadcrumbs({
  trail,
  deepest,
  onGo,
}: {
  trail: readonly string[];
  /** The trail's last page as asked with its parents (PageTrail), once loaded. */
  deepest: TrailNode | null | undefined;
  onGo(trail: string[]): void;
}) {
  const titles = titlesOf(deepest);
  const crumbs = [
    { key: 'root', label: MESSAGES.pageRoot, trail: [] as string[] },
    ...trail.map((id, i) => ({
      key: id,
      label: titles.get(id) ?? '…',
      trail: trail.slice(0, i + 1),
    })),
  ];
  const visible = visibleCrumbs(crumbs, LIMITS.categories.breadcrumbsCollapseAbove);
  return (
    <Breadcrumb aria-label="Arborescence">
      {visible.map((crumb, i) => (
        <Fragment key={crumb === 'ellipsis' ? 'ellipsis' : crumb.key}>
          {i > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            {crumb === 'ellipsis' ? (
              <BreadcrumbButton disabled aria-label="Niveaux masqués">
                …
              </BreadcrumbButton>
            ) : (
              <BreadcrumbButton
                current={i === visible.length - 1}
                onClick={() => onGo(crumb.trail)}
              >
                {crumb.label}
              </BreadcrumbButton>
            )}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}

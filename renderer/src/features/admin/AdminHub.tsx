// The admin hub /crud (spec 001 §2): sections Users (users, roles, groups), Segments, Qualifiers
// and Attributes, the last three carrying the brand (the chosen one, default TEL). Someone who is
// not a super-admin is told the area is reserved instead of meeting refused calls.
import {
  Body1,
  Card,
  CardHeader,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  PeopleRegular,
  AlertRegular,
  TagMultipleRegular,
  SparkleRegular,
  TextBulletListSquareRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { AdminOnlyNotice } from '../../adminKit/AdminOnlyNotice';
import { useCrudContext } from '../../adminKit/useCrudContext';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  links: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  link: { color: tokens.colorBrandForegroundLink, fontSize: tokens.fontSizeBase400 },
});

interface Section {
  title: string;
  icon: ReactElement;
  links: { label: string; to: string }[];
}

export function hubSections(brand: string): Section[] {
  const b = encodeURIComponent(brand);
  return [
    {
      title: 'Utilisateurs',
      icon: <PeopleRegular />,
      links: [
        { label: 'Utilisateurs', to: '/crud/user' },
        { label: 'Rôles', to: '/crud/role' },
        { label: 'Groupes', to: '/crud/googleGroup' },
      ],
    },
    {
      title: 'Segments',
      icon: <AlertRegular />,
      links: [{ label: 'Segments', to: `/crud/segment?brand=${b}` }],
    },
    {
      title: 'Qualifiers',
      icon: <TagMultipleRegular />,
      links: [{ label: 'Qualifiers', to: `/crud/qualifier?brand=${b}` }],
    },
    {
      title: 'Attributs',
      icon: <TextBulletListSquareRegular />,
      links: [{ label: 'Attributs', to: `/crud/attributes/list?brand=${b}` }],
    },
    {
      title: 'IA',
      icon: <SparkleRegular />,
      links: [{ label: 'Prompts IA', to: `/crud/prompt?brand=${b}` }],
    },
  ];
}

export function AdminHub() {
  const styles = useStyles();
  const ctx = useCrudContext();
  useSectionLook('Administration', 'web');
  return (
    <section className={styles.root} aria-labelledby="admin-hub-title">
      <Title2 as="h1" id="admin-hub-title">
        Administration
      </Title2>
      {!ctx.isSuperAdmin ? (
        <AdminOnlyNotice />
      ) : (
        <>
          <Body1>Marque des segments, qualifiers et attributs : {ctx.brand}</Body1>
          <div className={styles.grid}>
            {hubSections(ctx.brand).map((section) => (
              <Card key={section.title} role="region" aria-label={section.title}>
                <CardHeader
                  image={section.icon}
                  header={
                    <Subtitle2 as="h2" style={{ margin: 0 }}>
                      {section.title}
                    </Subtitle2>
                  }
                />
                <ul className={styles.links}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link className={styles.link} to={link.to}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

// The slideshow AI screen (spec 000 §2 "Slideshow AI screen"): back arrow to the slideshow list,
// the title with a Beta badge, three tabs named by the address's :activeTab (generate, complete,
// « my generated slideshows » for any other value); an error notification when the brand is
// missing, not one of the user's, or without the AI slideshow generator (CAC and FAC only).
import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { hasAiSlideshow } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { brandsForUser } from '../../app/shell/brandChoice';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { useSession } from '../../app/session/SessionContext';
import { ListTabs } from '../../listKit/ListTabs';
import { CompleteTab } from './CompleteTab';
import { GenerateTab } from './GenerateTab';
import { HistoryTab } from './HistoryTab';
import { slideshowAiPath, tabOf, type SlideshowAiTab } from './slideshowAiModel';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const TABS: { value: SlideshowAiTab; label: string }[] = [
  { value: 'generate', label: MESSAGES.slideshowAiTabGenerate },
  { value: 'complete', label: MESSAGES.slideshowAiTabComplete },
  { value: 'history', label: MESSAGES.slideshowAiTabHistory },
];

function useAllowedBrand(brandKey: string | undefined): string | null {
  const { user } = useSession();
  if (!brandKey || !user || !hasAiSlideshow(brandKey)) return null;
  return brandsForUser(user).includes(brandKey) ? brandKey : null;
}

export function SlideshowAiPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const params = useParams();
  useSectionLook(MESSAGES.slideshowAiTitle, 'slideshow');
  const brandKey = useAllowedBrand(params.brandKey);
  const tab = tabOf(params.activeTab);
  const slideshowId = params.slideshowId ?? null;
  const listPath = `/slideshow/list${params.brandKey ? `?brand=${encodeURIComponent(params.brandKey)}` : ''}`;
  const go = (next: SlideshowAiTab) =>
    brandKey && navigate(slideshowAiPath(next, brandKey, slideshowId));
  return (
    <section className={styles.root} aria-labelledby="slideshow-ai-title">
      <div className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          aria-label={MESSAGES.slideshowAiBack}
          title={MESSAGES.slideshowAiBack}
          onClick={() => navigate(listPath)}
        />
        <Title2 as="h1" id="slideshow-ai-title">
          {MESSAGES.slideshowAiTitle}
        </Title2>
        <Badge appearance="filled" color="brand">
          {MESSAGES.slideshowAiBeta}
        </Badge>
      </div>
      {!brandKey ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{MESSAGES.slideshowAiBrandMissing}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <ListTabs tabs={TABS} selected={tab} onSelect={go} label={MESSAGES.slideshowAiTitle} />
          {tab === 'generate' && (
            <GenerateTab brandKey={brandKey} onStarted={() => go('history')} />
          )}
          {tab === 'complete' && (
            <CompleteTab
              brandKey={brandKey}
              slideshowId={slideshowId}
              onStarted={() => go('history')}
            />
          )}
          {tab === 'history' && <HistoryTab brandKey={brandKey} />}
        </>
      )}
    </section>
  );
}

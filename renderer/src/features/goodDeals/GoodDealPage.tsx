// The good-deal AI page (spec 000 §2 "Good-deal AI page" (beta), route /ia/article): two tabs,
// generate a new good deal and my generated good deals. The tab and the brand live in the URL
// (the side menu's `brand` parameter is the brand in effect). Super-admins also edit the
// good-deal prompts and the transparency clause (001 §6) below the form.
import { Badge, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { ListPage } from '../../listKit/ListPage';
import { ListTabs } from '../../listKit/ListTabs';
import { GenerateGoodDealForm } from './GenerateGoodDealForm';
import { GoodDealHistory } from './GoodDealHistory';
import { GoodDealPromptsSection } from './GoodDealPromptsSection';
import { useGoodDealBrands } from './useGoodDealBrands';

export type GoodDealTab = 'generate' | 'history';

const TABS = [
  { value: 'generate', label: MESSAGES.goodDealGenerateTab },
  { value: 'history', label: MESSAGES.goodDealHistoryTab },
] as const;

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

export function GoodDealPage() {
  const styles = useStyles();
  useSectionLook(MESSAGES.goodDealTitle, 'web');
  const [params, setParams] = useSearchParams();
  const tab: GoodDealTab = params.get('tab') === 'history' ? 'history' : 'generate';
  const { brandKeys, brandInEffect, superAdmin } = useGoodDealBrands(params.get('brand'));
  const [started, setStarted] = useState(false);
  const select = (next: GoodDealTab) => {
    const changed = new URLSearchParams(params);
    if (next === 'history') changed.set('tab', 'history');
    else changed.delete('tab');
    setParams(changed);
    if (next === 'generate') setStarted(false);
  };
  return (
    <ListPage
      titleId="good-deal-title"
      title={MESSAGES.goodDealTitle}
      titleAside={
        <Badge appearance="tint" color="brand">
          Beta
        </Badge>
      }
    >
      <ListTabs tabs={TABS} selected={tab} onSelect={select} label={MESSAGES.goodDealTitle} />
      {started && tab === 'history' && (
        <MessageBar intent="success">
          <MessageBarBody>{MESSAGES.goodDealStarted}</MessageBarBody>
        </MessageBar>
      )}
      {tab === 'generate' ? (
        <div className={styles.panel}>
          <GenerateGoodDealForm
            brandKeys={brandKeys}
            defaultBrand={brandInEffect}
            onStarted={() => {
              select('history');
              setStarted(true);
            }}
          />
          {superAdmin && <GoodDealPromptsSection />}
        </div>
      ) : (
        <GoodDealHistory />
      )}
    </ListPage>
  );
}

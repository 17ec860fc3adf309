// How /ia/article is reached: the spec's side menu has no entry for it and the desktop app has no
// address bar, so, as the slideshow list leads to the slideshow AI (000 §2), the article list
// leads to the good-deal AI page, keeping the brand in effect.
import { Button } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../common/domain/messages';

export function goodDealPath(brand: string | null): string {
  return brand ? `/ia/article?brand=${encodeURIComponent(brand)}` : '/ia/article';
}

export function GoodDealLink({ brand }: { brand: string | null }) {
  const navigate = useNavigate();
  return (
    <Button icon={<SparkleRegular />} onClick={() => navigate(goodDealPath(brand))}>
      {MESSAGES.goodDealTitle}
    </Button>
  );
}

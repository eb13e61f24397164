import Calculate from '@mui/icons-material/Calculate';
import EditNote from '@mui/icons-material/EditNote';
import Mic from '@mui/icons-material/Mic';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Shield from '@mui/icons-material/Shield';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { landingAnchors } from '@/config/paths';

import { SectionHeading } from './section-heading';

const features = [
  { icon: Mic, title: 'Voice Recording', text: 'Dictate hands-free while you walk the property. Notes are sorted into repairs needed and updates wanted.' },
  { icon: Calculate, title: 'AI-Powered Cost Estimates', text: 'Every repair and upgrade comes with a realistic cost range, so buyers know what they are taking on.' },
  { icon: PictureAsPdf, title: 'Professional Reports', text: 'Clean PDF reports with your branding, a summary and an investment overview, ready to email.' },
  { icon: EditNote, title: 'Report Editing & Review', text: 'Correct any item, figure or category, add what was missed and refine the summary before anything reaches your client.' },
  { icon: PhoneIphone, title: 'Works on Mobile', text: "Record and generate reports from your phone's browser, right from the driveway." },
  { icon: Shield, title: 'Secure & GDPR Compliant', text: 'Encryption protects your account and your clients’ data, handled in line with GDPR.' },
];

export function FeaturesSection() {
  return (
    <Box component="section" id={landingAnchors.features} aria-labelledby="features-title" sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 64 }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need after a showing"
          subtitle="From the first walkthrough note to a report your buyer can act on, without the evening of paperwork."
        />
        <Grid container spacing={3}>
          {features.map(({ icon: Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                variant="outlined"
                sx={{ height: '100%', transition: 'box-shadow 0.2s, transform 0.2s', '&:hover': { boxShadow: '0 16px 32px -20px rgba(15,23,42,0.35)', transform: 'translateY(-2px)' } }}
              >
                <CardContent sx={{ p: 3 }}>
                  <Box sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', color: 'primary.main', mb: 2, background: 'linear-gradient(135deg, rgba(29,78,216,0.12), rgba(14,165,233,0.12))' }}>
                    <Icon />
                  </Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

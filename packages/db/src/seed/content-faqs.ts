import type { faqs } from '../schema.ts';
import type { SeedRow } from './content-types.ts';

/** /faq accordion. Answers are rich text, sanitized when inserted. */
export const FAQS: SeedRow<typeof faqs>[] = [
  {
    question: 'Who are Curio’s courses for?',
    answer:
      '<p>Working professionals who want to move into a new role, graduates preparing for their first job, and companies training their teams. Every course page lists the skill level and what you should know before you start.</p>',
  },
  {
    question: 'Are classes live or recorded?',
    answer:
      '<p>Both. Cohort courses have live, instructor-led sessions (recorded for anyone who misses one), and every course has self-paced lessons and labs you can do at any time.</p>',
  },
  {
    question: 'Do I need to install anything for the labs?',
    answer:
      '<p>No. Labs run in the browser on disposable cloud sandboxes that we create for you. A laptop with a recent browser and a stable connection is enough.</p>',
  },
  {
    question: 'Will I get a certificate?',
    answer:
      '<p>Yes. When you complete the course and pass its assessment you receive a certificate with a public verification link. You can see a sample certificate on each course page.</p>',
  },
  {
    question: 'How much do courses cost, and can I pay in instalments?',
    answer:
      '<p>Prices are shown in USD on every course card. For courses above $300 you can pay in three monthly instalments at no extra cost; the option appears at checkout.</p>',
  },
  {
    question: 'What is your refund policy?',
    answer:
      '<p>If a course is not right for you, ask for a full refund within 7 days of purchase, provided you have completed less than 20% of it. Write to us from the contact page with your order number.</p>',
  },
  {
    question: 'Can my company train a whole team with Curio?',
    answer:
      '<p>Yes. Our corporate services include lateral hiring training, hire-train-deploy programmes, custom bootcamps, cloud labs, AI-powered assessments and our learning management system. <a href="https://curio.example/services2">See the corporate services</a> or leave your details on the contact page.</p>',
  },
  {
    question: 'Where is Curio based?',
    answer:
      '<p>Our studio and classrooms are in HSR Layout, Bangalore. Most programmes can also be attended online, and we run on-site programmes at clients’ offices across India.</p>',
  },
  {
    question: 'Do you help with job placement?',
    answer:
      '<p>Graduates of our career tracks get mock interviews, résumé reviews and introductions to our hiring partners. We do not promise a job, but we do everything we can to help you get one.</p>',
  },
  {
    question: 'How do I become a Curio trainer?',
    answer:
      '<p>Fill in the form on the <strong>Be a Trainer</strong> page with your expertise and experience. Our learning-design team reads every application and replies within two weeks.</p>',
  },
  {
    question: 'I forgot my password. What do I do?',
    answer:
      '<p>Use <em>Forgot Password</em> on the login page. We email you a 6-digit code that is valid for 10 minutes; enter it with your new password.</p>',
  },
];

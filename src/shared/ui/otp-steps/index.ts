export { PhoneStep, CodeStep, ThreeSteps, submitting } from './OtpSteps';

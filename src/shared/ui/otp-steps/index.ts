export { PhoneStep, CodeStep } from './OtpSteps';

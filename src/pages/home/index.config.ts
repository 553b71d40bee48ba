export default definePageConfig({ navigationBarTitleText: 'Home' });

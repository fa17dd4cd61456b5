import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../features/home/home-screen.tsx';

export const Route = createFileRoute('/_auth/')({
  component: HomeRoute,
});

function HomeRoute() {
  return <HomeScreen />;
}

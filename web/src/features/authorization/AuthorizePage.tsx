export default function AuthorizePage() {
  return null;
}

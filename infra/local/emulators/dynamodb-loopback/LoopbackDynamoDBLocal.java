import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to one address: its own command line has no bind option and
 * Jetty's `new Server(port)` listens on every interface, unauthenticated. This launcher builds the
 * server exactly as the jar's main does (same arguments), sets the host of its connectors, then
 * starts it. Host: the system property `kisa.host` (default 127.0.0.1).
 *
 * Compiled with `javac --release 17` against DynamoDBLocal.jar (see infra/local/README.md); the
 * class file is committed beside this source, so running needs only a Java runtime.
 */
public final class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    if (proxy == null) return; // -help or -version: the runner has printed it
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    String host = System.getProperty("kisa.host", "127.0.0.1");
    for (Connector connector : server.getConnectors()) {
      if (!(connector instanceof ServerConnector)) throw new IllegalStateException("unexpected connector " + connector);
      ((ServerConnector) connector).setHost(host);
    }
    proxy.start();
    proxy.join();
  }
}

`default_nettype none
// The datapath: message schedule window, working variables, chaining value.
module mysha_datapath #(
    parameter MEM = "logic"
) (
    input  wire        clk,
    input  wire [31:0] in_data,
    input  wire        c_init,    // a..h and H <- IV
    input  wire        c_load,    // shift a message word into the window
    input  wire        c_prep,    // precompute h + K[0] + W[0], expand W[16]
    input  wire        c_round,   // one compression round
    input  wire        c_final,   // one step of the serial H += (a..h)
    input  wire [5:0]  c_kaddr,   // round constant address (one cycle ahead)
    input  wire [2:0]  c_oidx,    // digest word to present
    output wire [31:0] digest_word
);
    // K[63] first ... K[0] last, i.e. K[i] at bits [32*i +: 32]
    localparam [2047:0] K_TABLE = {
        32'hc67178f2, 32'hbef9a3f7, 32'ha4506ceb, 32'h90befffa,
        32'h8cc70208, 32'h84c87814, 32'h78a5636f, 32'h748f82ee,
        32'h682e6ff3, 32'h5b9cca4f, 32'h4ed8aa4a, 32'h391c0cb3,
        32'h34b0bcb5, 32'h2748774c, 32'h1e376c08, 32'h19a4c116,
        32'h106aa070, 32'hf40e3585, 32'hd6990624, 32'hd192e819,
        32'hc76c51a3, 32'hc24b8b70, 32'ha81a664b, 32'ha2bfe8a1,
        32'h92722c85, 32'h81c2c92e, 32'h766a0abb, 32'h650a7354,
        32'h53380d13, 32'h4d2c6dfc, 32'h2e1b2138, 32'h27b70a85,
        32'h14292967, 32'h06ca6351, 32'hd5a79147, 32'hc6e00bf3,
        32'hbf597fc7, 32'hb00327c8, 32'ha831c66d, 32'h983e5152,
        32'h76f988da, 32'h5cb0a9dc, 32'h4a7484aa, 32'h2de92c6f,
        32'h240ca1cc, 32'h0fc19dc6, 32'hefbe4786, 32'he49b69c1,
        32'hc19bf174, 32'h9bdc06a7, 32'h80deb1fe, 32'h72be5d74,
        32'h550c7dc3, 32'h243185be, 32'h12835b01, 32'hd807aa98,
        32'hab1c5ed5, 32'h923f82a4, 32'h59f111f1, 32'h3956c25b,
        32'he9b5dba5, 32'hb5c0fbcf, 32'h71374491, 32'h428a2f98
    };
    localparam [255:0] IV = {32'h6a09e667, 32'hbb67ae85, 32'h3c6ef372, 32'ha54ff53a, 32'h510e527f, 32'h9b05688c, 32'h1f83d9ab, 32'h5be0cd19};

    // round constants: registered read, one cycle of latency
    wire [31:0] k;
    lw_rom #(.DEPTH(64), .DW(32), .STYLE(MEM), .INIT(K_TABLE)) u_k (
        .clk(clk), .en(1'b1), .addr(c_kaddr), .q(k)
    );

    // window w[0..15] holds W[t+1..t+16] during round t
    reg [31:0] w  [0:15];
    reg [31:0] hc [0:7];                 // chaining value H0..H7
    reg [31:0] a, b, c, d, e, f, g, h;   // working variables
    reg [31:0] p_q;                      // h + K[t] + W[t], one round ahead

    wire [31:0] s0w  = {w[1][6:0], w[1][31:7]} ^ {w[1][17:0], w[1][31:18]} ^ {3'b000, w[1][31:3]};
    wire [31:0] s1w  = {w[14][16:0], w[14][31:17]} ^ {w[14][18:0], w[14][31:19]} ^ {10'd0, w[14][31:10]};
    // Multi-operand sums are written as chains of two-input adders, each on the
    // FPGA's carry chain; (* keep *) stops synthesis from turning them into
    // carry-save trees, which cost two extra LUTs a bit on LUT4 devices.
    (* keep *) wire [31:0] ws1 = s1w + w[9];
    (* keep *) wire [31:0] ws2 = s0w + w[0];
    wire [31:0] wnew = ws1 + ws2;

    wire [31:0] bs0  = {a[1:0], a[31:2]} ^ {a[12:0], a[31:13]} ^ {a[21:0], a[31:22]};
    wire [31:0] bs1  = {e[5:0], e[31:6]} ^ {e[10:0], e[31:11]} ^ {e[24:0], e[31:25]};
    wire [31:0] ch   = (e & f) ^ (~e & g);
    wire [31:0] maj  = (a & b) ^ (a & c) ^ (b & c);
    (* keep *) wire [31:0] pc = p_q + ch;
    wire [31:0] t1   = pc + bs1;
    wire [31:0] t2   = bs0 + maj;
    wire [31:0] hsum = hc[7] + h;
    (* keep *) wire [31:0] kw = k + w[0];        // serial chaining-value update

    assign digest_word = hc[c_oidx];

    integer i;
    always @(posedge clk) begin
        if (c_load || c_prep || c_round) begin
            for (i = 0; i < 15; i = i + 1) w[i] <= w[i+1];
            w[15] <= c_load ? in_data : wnew;
        end
        if (c_prep || c_round)
            p_q <= kw + (c_prep ? h : g);
        if (c_init) begin
            {a, b, c, d, e, f, g, h} <= IV;
        end else if (c_round || c_final) begin
            a <= c_final ? hsum : t1 + t2;
            b <= a; c <= b; d <= c;
            e <= c_final ? d : d + t1;
            f <= e; g <= f; h <= g;
        end
        if (c_init) begin
            {hc[0], hc[1], hc[2], hc[3], hc[4], hc[5], hc[6], hc[7]} <= IV;
        end else if (c_final) begin
            hc[0] <= hsum;
            for (i = 1; i < 8; i = i + 1) hc[i] <= hc[i-1];
        end
    end
endmodule

`default_nettype wire

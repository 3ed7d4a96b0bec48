`default_nettype none
// fugue256_datapath: the Fugue-256 state (30 columns of 32 bits) and SMIX, one
// 32-bit column operation a cycle (README.md: datapath, memory map, timing).
//
//   state memory: the 30 columns as a circular buffer (the controller adds the base
//                 pointer: ROR3/15/14 move the base, not the data); the four columns
//                 S0..S3 under SMIX live in X0..X3 instead, their entries are stale
//   z bus:        z = rd ^ X[ysel] (either term masked): the CMIX/TIX/G XORs; it
//                 feeds the write port, V (an SMIX input column), X1 and the digest
//   SMIX:         V, two bytes a cycle through two S-boxes (rows 0,1 then 2,3, each
//                 output registered), the column mix of the whole column into the
//                 four K words (byte i of input column c goes to K_((c-i) mod 4), so
//                 the rotation of the super-mix is wiring) and the row sums R_i (of
//                 the S-box outputs of row i in the other three columns); after the
//                 fourth column X_j = K_j ^ m_j * R with m = (1, 1, 7, 4)
module fugue256_datapath #(
    parameter MEM = "logic"            // the state memory: "bram" (block RAM) or "logic"
) (
    input  wire        clk,
    input  wire        rst,
    // the message word from the shell (TIX: S0 = I)
    input  wire [31:0] in_data,
    // state memory (absolute addresses from the controller)
    input  wire        re,
    input  wire [5:0]  raddr,
    input  wire        we,
    input  wire [5:0]  waddr,
    // z bus
    input  wire        zr,             // z takes the word read
    input  wire        zy,             // z takes X[ysel]
    input  wire [1:0]  ysel,
    // destinations other than the write port
    input  wire        vld,            // V <- z: an SMIX input column ...
    input  wire [1:0]  vc,             // ... its index
    input  wire        x0i,            // X0 <- the message word
    input  wire        x1z,            // X1 <- z
    input  wire        xld,            // X <- SMIX output (the fourth column's mix is in)
    input  wire        xclr,           // X, R <- 0 (the initial S0..S3)
    output wire [31:0] z
);
    // ------------------------------------------------------------------ arithmetic
    function [7:0] xt(input [7:0] a);                  // times 2 in GF(2^8), AES polynomial
        xt = {a[6:0], 1'b0} ^ (a[7] ? 8'h1b : 8'h00);
    endfunction
    function [7:0] x4(input [7:0] a);
        x4 = xt(xt(a));
    endfunction
    function [7:0] x7(input [7:0] a);
        x7 = x4(a) ^ xt(a) ^ a;
    endfunction

    // ------------------------------------------------------------------ state memory
    // entries 0..29: the state; 32..39: the IV (initial contents, never written), copied
    // to entries 22..29 when a message starts
    localparam [255:0] IV = 256'h34f8c2489149e899fbf929def96c621dd2b0b594e0d4f6686671135fe952bdde;
    localparam [40*32-1:0] ST_INIT = {IV, 1024'h0};
    wire [31:0] rd;
    lw_ram_sdp #(.DEPTH(40), .DW(32), .STYLE(MEM), .NO_RW_CHECK(1), .HAS_INIT(1),
                 .INIT(ST_INIT)) u_state (
        .clk(clk), .we(we), .waddr(waddr), .wdata(z), .re(re), .raddr(raddr), .rdata(rd)
    );

    // ------------------------------------------------------------------ z bus
    reg  [31:0] x0_q, x1_q, x2_q, x3_q;
    reg  [31:0] y;
    always @(*) begin
        case (ysel)
            2'd0:    y = x0_q;
            2'd1:    y = x1_q;
            2'd2:    y = x2_q;
            default: y = x3_q;
        endcase
    end
    assign z = (rd & {32{zr}}) ^ (y & {32{zy}});

    // ------------------------------------------------------------------ SMIX
    reg  [31:0] v_q;                 // the input column under the S-boxes
    reg         p1_q, p2_q, p3_q;    // V loaded 1, 2, 3 cycles ago
    reg  [1:0]  c1_q, c2_q, c3_q;    // its column index
    reg  [15:0] sq_q;                // S-box outputs (rows 0,1, then rows 2,3)
    reg  [15:0] uh_q;                // rows 0,1 of the column, kept
    reg  [31:0] k_q [0:3];           // column mixes, byte i of column c in K_((c-i) mod 4)
    reg  [31:0] r_q;                 // R_i in byte i

    wire [7:0] sa = p1_q ? v_q[31:24] : v_q[15:8];
    wire [7:0] sb = p1_q ? v_q[23:16] : v_q[7:0];
    wire [15:0] sq;                  // two S-boxes (rtl/common), registered in sq_q
    lw_aes_sbox #(.IMPL("tower"), .LANES(2)) u_sbox (.clk(clk), .en(1'b1), .x({sa, sb}), .y(sq));
    wire [7:0] u0 = uh_q[15:8], u1 = uh_q[7:0], u2 = sq_q[15:8], u3 = sq_q[7:0];
    // M = circ(1, 4, 7, 1) times the S-box column
    wire [31:0] cm = {u0 ^ x4(u1) ^ x7(u2) ^ u3,
                      u0 ^ u1 ^ x4(u2) ^ x7(u3),
                      x7(u0) ^ u1 ^ u2 ^ x4(u3),
                      x4(u0) ^ x7(u1) ^ u2 ^ u3};
    wire [31:0] u  = {u0, u1, u2, u3};
    // R_i collects row i of the columns other than column i
    wire [31:0] rmask = {{8{c3_q != 2'd0}}, {8{c3_q != 2'd1}}, {8{c3_q != 2'd2}}, {8{c3_q != 2'd3}}};
    wire [31:0] r7 = {x7(r_q[31:24]), x7(r_q[23:16]), x7(r_q[15:8]), x7(r_q[7:0])};
    wire [31:0] r4 = {x4(r_q[31:24]), x4(r_q[23:16]), x4(r_q[15:8]), x4(r_q[7:0])};

    integer j, i;
    always @(posedge clk) begin
        if (rst) begin
            p1_q <= 1'b0;
            p2_q <= 1'b0;
            p3_q <= 1'b0;
        end else begin
            p1_q <= vld;
            p2_q <= p1_q;
            p3_q <= p2_q;
        end
        c1_q <= vc;
        c2_q <= c1_q;
        c3_q <= c2_q;
        if (vld) v_q <= z;
        sq_q <= sq;
        if (p2_q) uh_q <= sq_q;
        if (p3_q)
            for (j = 0; j < 4; j = j + 1)
                for (i = 0; i < 4; i = i + 1)
                    if (c3_q == i[1:0] + j[1:0]) k_q[j][31-8*i -: 8] <= cm[31-8*i -: 8];
        if (xclr || xld) r_q <= 32'h0;
        else if (p3_q)   r_q <= r_q ^ (u & rmask);
        if (xclr) begin
            x0_q <= 32'h0;
            x1_q <= 32'h0;
            x2_q <= 32'h0;
            x3_q <= 32'h0;
        end else if (xld) begin
            x0_q <= k_q[0] ^ r_q;
            x1_q <= k_q[1] ^ r_q;
            x2_q <= k_q[2] ^ r7;
            x3_q <= k_q[3] ^ r4;
        end else begin
            if (x0i) x0_q <= in_data;
            if (x1z) x1_q <= z;
        end
    end
endmodule
`default_nettype wire

`default_nettype none
// shabal256_control: the block loader (two message slots), the round sequencer and
// the digest read-out (README.md: schedule).  A round is a 16-cycle window (index
// i = 0..15: the B/C swap with the next block, or the IV for a message's first block)
// and 48 steps (j = 0..47); after a message's last block three more rounds on the
// same block with the same counter; then the eight digest words.
module shabal256_control (
    input  wire        clk,
    input  wire        rst,
    // lw_shell message side
    input  wire        in_valid,
    input  wire [3:0]  in_idx,
    input  wire        in_blk_last,
    input  wire        in_first_blk,
    input  wire        in_final_blk,
    output wire        in_take,
    // lw_shell digest side
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire        c_mwe,
    output wire [4:0]  c_mwaddr,
    output wire [4:0]  c_m1addr,
    output wire [4:0]  c_m2addr,
    output wire [3:0]  c_c1addr,
    output wire [3:0]  c_c2addr,
    output wire [3:0]  c_saddr,
    output wire [3:0]  c_aaddr,
    output wire [3:0]  c_ivaddr,
    output wire        c_step,
    output wire        c_win,
    output wire        c_init,
    output wire        c_bshift,
    output wire        c_xen,
    output wire        c_xadd,
    output wire        c_awe,
    output wire [3:0]  c_awaddr,
    output wire        c_afin,
    output wire        c_aw,
    output wire        c_aiv,
    output wire        c_swe,
    output wire        c_sfirst,
    output wire [3:0]  c_swaddr,
    output wire        c_cwe,
    output wire [3:0]  c_cwaddr,
    output wire [23:0] c_wnext
);
    localparam [1:0] P_IDLE = 2'd0, P_WIN = 2'd1, P_STEP = 2'd2, P_OUT = 2'd3;

    // ------------------------------------------------------------------ block loader
    reg  [1:0] full_q, first_q, final_q;
    reg        wslot_q;
    assign in_take  = in_valid & ~full_q[wslot_q];
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, in_idx};

    // ------------------------------------------------------------------ sequencer
    reg  [1:0]  ph_q;
    reg  [5:0]  n_q;           // window index i (0..15) or step j (0..47)
    reg  [3:0]  k_q;           // j mod 12
    reg         cur_q;         // slot of the block of this round
    reg         prev_q;        // slot of the block of the round before
    reg         init_q;        // this round is a message's first block
    reg         extra_q;       // this round is one of the three final rounds
    reg         fin_q;         // this round's block is the last of its message
    reg  [1:0]  rem_q;         // final rounds still to come
    reg  [23:0] w_q;           // the block counter W of this round
    reg  [2:0]  o_q;           // digest words taken

    wire nslot    = ~cur_q;
    wire more     = (rem_q != 2'd0);
    wire go       = more | full_q[nslot];
    wire step_end = (ph_q == P_STEP) & (n_q == 6'd47);
    wire done     = step_end & fin_q & ~more;
    wire start    = ((ph_q == P_IDLE) | (step_end & ~done)) & go;

    reg  [1:0] ph_d;
    reg  [5:0] n_d;
    reg  [3:0] k_d;
    always @* begin
        ph_d = ph_q;
        n_d  = n_q;
        k_d  = k_q;
        case (ph_q)
            P_IDLE: if (go) begin
                        ph_d = P_WIN;
                        n_d  = 6'd0;
                    end
            P_WIN:  if (n_q[3:0] == 4'd15) begin
                        ph_d = P_STEP;
                        n_d  = 6'd0;
                        k_d  = 4'd0;
                    end else begin
                        n_d  = n_q + 6'd1;
                    end
            P_STEP: if (n_q == 6'd47) begin
                        n_d = 6'd0;
                        if (done)    ph_d = P_OUT;
                        else if (go) ph_d = P_WIN;
                        else         ph_d = P_IDLE;
                    end else begin
                        n_d = n_q + 6'd1;
                        k_d = (k_q == 4'd11) ? 4'd0 : k_q + 4'd1;
                    end
            default: if (out_take && o_q == 3'd7) ph_d = P_IDLE;
        endcase
    end
    wire cur_d  = (start & ~more) ? nslot : cur_q;
    wire prev_d = start ? cur_q : prev_q;
    wire nstep  = (ph_d == P_STEP);

    // read addresses for the next cycle
    assign c_m1addr = {cur_d, n_d[3:0]};                     // M[j] / the new block's M[i]
    assign c_m2addr = {prev_d, n_d[3:0]};                    // the old block's M[i]
    assign c_c1addr = nstep ? (4'd8 - n_d[3:0]) : n_d[3:0];  // C[8-j] / C[i]
    assign c_c2addr = n_d[3:0] + 4'd3;                       // C[j+3]
    assign c_aaddr  = k_d;                                   // A[j]
    assign c_saddr  = (nstep && n_d <= 6'd35) ? k_d : k_q;   // S[j] while summing, else S[j-1]
    assign c_ivaddr = n_d[3:0];

    // this cycle
    wire [3:0] i = n_q[3:0];
    assign c_step   = (ph_q == P_STEP);
    assign c_win    = (ph_q == P_WIN);
    assign c_init   = init_q;
    assign c_bshift = c_step | c_win | ((ph_q == P_OUT) & out_take);
    assign c_xadd   = c_win & ~init_q & (i == 4'd0);
    assign c_xen    = c_step | c_xadd | (c_win & init_q & (i == 4'd11));
    assign c_aiv    = c_win & init_q;
    assign c_awe    = c_step | (c_aiv & (i < 4'd12));
    assign c_awaddr = c_aiv ? i : ((k_q == 4'd0) ? 4'd11 : k_q - 4'd1);   // A[j-1]
    assign c_afin   = (c_step & (n_q >= 6'd37)) | c_xadd;
    assign c_aw     = c_step & (n_q == 6'd37);
    assign c_swe    = c_step & (n_q <= 6'd35);
    assign c_sfirst = (n_q < 6'd12);
    assign c_swaddr = k_q;
    assign c_cwe    = c_win;
    assign c_cwaddr = i;
    assign c_wnext  = fin_q ? w_q : w_q + 24'd1;
    assign out_valid = (ph_q == P_OUT);

    always @(posedge clk) begin
        if (rst) begin
            full_q  <= 2'b00;
            first_q <= 2'b00;
            final_q <= 2'b00;
            wslot_q <= 1'b0;
            ph_q    <= P_IDLE;
            n_q     <= 6'd0;
            k_q     <= 4'd0;
            cur_q   <= 1'b1;
            prev_q  <= 1'b1;
            init_q  <= 1'b0;
            extra_q <= 1'b0;
            fin_q   <= 1'b0;
            rem_q   <= 2'd0;
            w_q     <= 24'd0;
            o_q     <= 3'd0;
        end else begin
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q[wslot_q]  <= 1'b1;
                first_q[wslot_q] <= in_first_blk;
                final_q[wslot_q] <= in_final_blk;
                wslot_q          <= ~wslot_q;
            end
            // the old block has been read in the window of the next one
            if (c_win && i == 4'd15 && !init_q && !extra_q) full_q[prev_q] <= 1'b0;
            // the last block has been used by the last final round
            if (done) full_q[cur_q] <= 1'b0;
            // ---------------- sequencer
            ph_q   <= ph_d;
            n_q    <= n_d;
            k_q    <= k_d;
            cur_q  <= cur_d;
            prev_q <= prev_d;
            if (start) begin
                extra_q <= more;
                if (more) begin
                    init_q <= 1'b0;
                    rem_q  <= rem_q - 2'd1;
                end else begin
                    init_q <= first_q[nslot];
                    fin_q  <= final_q[nslot];
                    rem_q  <= final_q[nslot] ? 2'd3 : 2'd0;
                    w_q    <= first_q[nslot] ? 24'd1 : w_q + 24'd1;
                end
            end
            if (done) o_q <= 3'd0;
            else if (out_take) o_q <= o_q + 3'd1;
        end
    end
endmodule
`default_nettype wire
